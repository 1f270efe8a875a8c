// framer-motion's value animation, loaded when the counter starts (not with the page): about 8 KB gzip
export { animateValue } from 'framer-motion';
