import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import {
  type AdminCreateUserBody,
  type AdminUpdateUserBody,
  adminCreateUserBodySchema,
  adminUpdateUserBodySchema,
} from '#common/contract';
import type { UserFormValues } from './UserFields';

// The dialogs share one set of form values; each contract schema validates them and hands its parsed body to onSubmit.
export const createUserResolver = zodResolver(adminCreateUserBodySchema) as unknown as Resolver<
  UserFormValues,
  unknown,
  AdminCreateUserBody
>;
export const updateUserResolver = zodResolver(adminUpdateUserBodySchema) as unknown as Resolver<
  UserFormValues,
  unknown,
  AdminUpdateUserBody
>;
