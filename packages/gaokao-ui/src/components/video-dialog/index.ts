export * from './video-dialog';
