import { createContext, useContext } from 'react';
import type { ShellData } from '../model/types.ts';

const SiteContext = createContext<ShellData | null>(null);

export const SiteProvider = SiteContext.Provider;

/** The site-wide data from site.config.yaml (brand, navigation, messages, …). */
export function useSite(): ShellData {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite() used outside <SiteProvider>');
  return site;
}

/** Replaces {name} placeholders in a message from YAML. */
export function fillMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
