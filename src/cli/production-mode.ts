/**
 * The build renders with React's production build, unless NODE_ENV says otherwise: React and its libraries
 * pick their build by NODE_ENV when first loaded, and the development one checks every element and
 * property for warnings, which made most of a render's time (a page in a third of the time; the HTML is
 * the same bytes). Imported first by the prerender's command, so that it holds before anything loads React,
 * and for its worker threads, which start with a copy of this environment.
 */
process.env.NODE_ENV ??= 'production';
