import { ArrowLeft, Save, Trash2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { Story } from '#common/contract';
import { useDeleteStory, useUpdateStory } from '#web/api/library';
import { DeleteStoryDialog } from '#web/components/story-card/DeleteStoryDialog';
import { Button } from '#web/components/ui/button';
import { FormField, describedBy } from '#web/components/ui/form-field';
import { Input } from '#web/components/ui/input';
import { Textarea } from '#web/components/ui/textarea';
import { toast } from '#web/lib/toast';
import { TextStats } from './TextStats';
import { VisibilityControl } from './VisibilityControl';
import { lazyResolver } from '#web/lib/lazyResolver';
import type { EditStoryInput } from './editSchema';

const resolver = lazyResolver(() => import('./editSchema').then((loaded) => loaded.editStoryResolver));

export function EditStoryForm({ story }: { story: Story }) {
  const navigate = useNavigate();
  const update = useUpdateStory(story._id);
  const deletion = useDeleteStory();
  const form = useForm<EditStoryInput>({
    resolver,
    defaultValues: { title: story.title, content: story.content },
  });
  const { errors } = form.formState;
  const content = form.watch('content');

  const save = form.handleSubmit((values) =>
    update.mutate(
      { ...values, isPublic: story.isPublic },
      {
        onSuccess: () => {
          toast({ title: 'Story Updated' });
          navigate(`/story/${story._id}`);
        },
        onError: () => toast({ variant: 'destructive', title: 'Failed to update story. Please try again.' }),
      },
    ),
  );

  const remove = () =>
    deletion.mutate(story._id, {
      onSuccess: () => {
        toast({ title: 'Story Deleted' });
        navigate('/dashboard');
      },
      onError: () => toast({ variant: 'destructive', title: 'Failed to delete story. Please try again.' }),
    });

  return (
    <form noValidate onSubmit={save} className="space-y-6">
      <FormField id="title" label="Title" error={errors.title?.message}>
        <Input
          id="title"
          aria-invalid={Boolean(errors.title)}
          aria-describedby={describedBy('title', errors.title?.message)}
          {...form.register('title')}
        />
      </FormField>
      <FormField id="content" label="Content" error={errors.content?.message} hint="The opening chapter of your story.">
        <Textarea
          id="content"
          className="min-h-96 font-serif text-base"
          aria-invalid={Boolean(errors.content)}
          aria-describedby={describedBy('content', errors.content?.message, 'The opening chapter of your story.')}
          {...form.register('content')}
        />
      </FormField>
      <TextStats text={content} />
      <VisibilityControl story={story} />
      <div className="flex flex-col-reverse gap-3 border-t border-border/60 pt-6 sm:flex-row sm:items-center sm:justify-between">
        <DeleteStoryDialog
          pending={deletion.isPending}
          onConfirm={remove}
          trigger={
            <Button variant="ghost" className="text-danger hover:text-danger-soft" disabled={deletion.isPending}>
              <Trash2 aria-hidden="true" />
              Delete Story
            </Button>
          }
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row">
          <Button asChild variant="outline">
            <Link to={`/story/${story._id}`}>
              <ArrowLeft aria-hidden="true" />
              Cancel
            </Link>
          </Button>
          <Button type="submit" disabled={update.isPending}>
            <Save aria-hidden="true" />
            {update.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
        </div>
      </div>
    </form>
  );
}
