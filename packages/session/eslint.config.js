import { reactConfig } from '@bar/eslint-config/react';

export default reactConfig();
