import base from '@bar/eslint-config/base';

export default base;
