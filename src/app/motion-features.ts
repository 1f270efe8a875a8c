// Loaded after first paint: animations are progressive, content never waits for them.
import { domAnimation } from 'framer-motion';

export default domAnimation;
