import { useState } from 'react';
import { STORY_CONTENT_MAX_CHARS } from '#common/catalogue/limits';
import { Button } from '#web/components/ui/button';
import { Label } from '#web/components/ui/label';
import { Textarea } from '#web/components/ui/textarea';

interface ChapterEditorProps {
  number: number;
  content: string;
  saving: boolean;
  onSave: (content: string) => void;
  onCancel: () => void;
}

/** The owner rewrites a chapter in place; its narration is made again from the new words. */
export default function ChapterEditor({ number, content, saving, onSave, onCancel }: ChapterEditorProps) {
  const [draft, setDraft] = useState(content);
  const blank = draft.trim().length === 0;
  return (
    <form
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (!blank) onSave(draft);
      }}
    >
      <Label htmlFor="chapter-content">Chapter {number} text</Label>
      <Textarea
        id="chapter-content"
        value={draft}
        maxLength={STORY_CONTENT_MAX_CHARS}
        rows={16}
        onChange={(event) => setDraft(event.target.value)}
      />
      {blank && <p className="text-sm text-danger">The chapter cannot be empty.</p>}
      <p className="text-xs text-muted-foreground">
        Saving removes this chapter’s narration; generate it again afterwards.
      </p>
      <div className="flex gap-3">
        <Button type="submit" disabled={saving || blank}>
          Save chapter
        </Button>
        <Button type="button" variant="outline" disabled={saving} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
