import { WriterError } from './port';

export const cancelledError = () => new WriterError('Writing was cancelled.', false);
