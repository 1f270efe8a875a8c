import type { ReactNode } from 'react';
import { useSite } from '../ui/site-context.tsx';
import { Footer } from './Footer.tsx';
import { NavBar } from './NavBar.tsx';
import './shell.css';

/** The header and footer around every page. */
export function Shell({ children }: { children: ReactNode }) {
  const { messages } = useSite();
  return (
    <>
      <a className="skip-link" href="#main">
        {messages.skipToContent}
      </a>
      <NavBar />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  );
}
