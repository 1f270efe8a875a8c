import { useSite } from '../ui/site-context.tsx';
import { initials } from '../ui/initials.ts';

/** The logo mark from YAML, or a designed monogram built from the brand name. */
export function BrandMark() {
  const { brand } = useSite();
  if (brand.logo) {
    return <img className="brand__logo" src={brand.logo} alt="" width={32} height={32} />; // the name follows it
  }
  return (
    <span className="brand__mark" aria-hidden="true">
      {initials(brand.name)}
    </span>
  );
}
