import { Pencil, Save, X } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { User } from '#common/contract';
import { messageOf } from '#web/api/client';
import { useUpdateProfile } from '#web/api/library';
import { Button } from '#web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card';
import { FormField, describedBy } from '#web/components/ui/form-field';
import { Input } from '#web/components/ui/input';
import { lazyResolver } from '#web/lib/lazyResolver';
import { toast } from '#web/lib/toast';
import type { profileSchema } from './profileResolver';

type ProfileInput = z.infer<typeof profileSchema>;

const resolver = lazyResolver(() => import('./profileResolver').then((loaded) => loaded.profileResolver));

const EMAIL_NOTE = 'Email cannot be changed. Contact support for assistance.';

export function ProfileInfoCard({ user }: { user: User }) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateProfile();
  const form = useForm<ProfileInput>({ resolver, defaultValues: { name: user.name } });
  const nameError = form.formState.errors.name?.message;

  const toggle = () => {
    form.reset({ name: user.name });
    setEditing(!editing);
  };

  const save = form.handleSubmit((body) =>
    update.mutate(body, {
      onSuccess: () => {
        toast({ title: 'Profile Updated', description: 'Your profile has been saved.' });
        setEditing(false);
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Error',
          description: messageOf(error, 'Failed to update profile. Please try again.'),
        }),
    }),
  );

  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle>Profile Information</CardTitle>
        <Button variant="outline" size="sm" onClick={toggle}>
          {editing ? <X aria-hidden="true" /> : <Pencil aria-hidden="true" />}
          {editing ? 'Cancel' : 'Edit Profile'}
        </Button>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={save} className="space-y-5">
          <FormField id="profile-name" label="Name" error={nameError}>
            <Input
              id="profile-name"
              readOnly={!editing}
              aria-invalid={Boolean(nameError)}
              aria-describedby={describedBy('profile-name', nameError)}
              className="read-only:cursor-default read-only:border-transparent read-only:bg-muted/50"
              {...form.register('name')}
            />
          </FormField>
          <FormField id="profile-email" label="Email" hint={EMAIL_NOTE}>
            <Input
              id="profile-email"
              value={user.email}
              readOnly
              aria-describedby={describedBy('profile-email', undefined, EMAIL_NOTE)}
              className="cursor-default border-transparent bg-muted/50"
            />
          </FormField>
          {editing && (
            <Button type="submit" disabled={update.isPending}>
              <Save aria-hidden="true" />
              {update.isPending ? 'Saving...' : 'Save Changes'}
            </Button>
          )}
        </form>
      </CardContent>
    </Card>
  );
}
