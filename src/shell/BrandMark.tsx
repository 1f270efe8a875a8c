import { useSite } from '../app/site-context.tsx';

/** The logo mark from YAML, or a designed monogram built from the brand name. */
export function BrandMark() {
  const { brand } = useSite();
  if (brand.logo) {
    return <img className="brand__logo" src={brand.logo} alt="" width={32} height={32} />; // the name follows it
  }
  const initials = brand.name
    .split(/\s+/)
    .map((word) => word[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <span className="brand__mark" aria-hidden="true">
      {initials}
    </span>
  );
}
