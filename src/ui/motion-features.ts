// framer-motion's features (animations, gestures, drag) and its animate(): one chunk, loaded after the
// visitor's first interaction, never with a page (see motion.tsx).
import { domMax } from 'framer-motion';

export { animate } from 'framer-motion';
export default domMax;
