import { PenLine } from 'lucide-react';
import { useState } from 'react';
import { CHOICE_MAX_CHARS } from '#common/catalogue/limits';
import type { ActionPrice } from '#web/components/price/actionPrice';
import { PricedAction } from '#web/components/price/PricedAction';
import { Button } from '#web/components/ui/button';
import { Input } from '#web/components/ui/input';
import { Label } from '#web/components/ui/label';

/** Under the choices: the owner's own next step, in their words, priced like a choice. */
export function OwnChoiceBox({
  chapter,
  price,
  disabled,
  onSubmit,
}: {
  chapter: number;
  price: ActionPrice;
  disabled: boolean;
  onSubmit: (text: string) => void;
}) {
  const [text, setText] = useState('');
  const id = `own-choice-${chapter}`;
  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim()) onSubmit(text.trim());
      }}
    >
      <Label htmlFor={id}>Or write your own next step</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={id}
          value={text}
          maxLength={CHOICE_MAX_CHARS}
          placeholder="For example: she turns back and asks his name."
          onChange={(event) => setText(event.target.value)}
        />
        <PricedAction price={price}>
          <Button type="submit" variant="outline" disabled={disabled || !text.trim()}>
            <PenLine aria-hidden="true" />
            Write my own choice
          </Button>
        </PricedAction>
      </div>
    </form>
  );
}
