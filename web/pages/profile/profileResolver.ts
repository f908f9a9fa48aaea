import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { nameField } from '#common/contract';

/** The profile form's rule is the API's name field; it loads after the page (lazyResolver). */
export const profileSchema = z.object({ name: nameField });
export const profileResolver = zodResolver(profileSchema);
