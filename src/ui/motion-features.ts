// framer-motion's features (animations, gestures, drag): one chunk, loaded after the visitor's first
// interaction, never with a page (see motion.tsx).
import { domMax } from 'framer-motion';

export default domMax;
