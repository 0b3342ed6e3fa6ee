export * from './is-flag-set';
export * from './tuition-label';
export * from './cengci-label';
export * from './is-new-major';
export * from './grades';
export * from './baoyan-rate';
export * from './contact-qr-type';
export * from './college-tags';
