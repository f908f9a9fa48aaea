import { Crown } from 'lucide-react';
import { Link } from 'react-router';
import { STORY_LENGTH_VALUES, STORY_LENGTHS } from '#common/catalogue/costs';
import { CATEGORIES, WRITING_TONES } from '#common/catalogue/storyChoices';
import { Button } from '#web/components/ui/button';
import { Label } from '#web/components/ui/label';
import { Slider } from '#web/components/ui/slider';
import { ACCESS_LABELS, categoryLabel } from '#web/components/story/labels';
import { accessNotice, accessOptionsFor } from './accessOptions';
import { type FieldConfig, FormFields, OptionCards } from './fields';
import type { FormTabProps } from './formProps';
import { TagPicker } from './TagPicker';

const credits = (n: number) => `${n} credit${n === 1 ? '' : 's'}`;

const lengthOptions = STORY_LENGTH_VALUES.map((value) => {
  const { label, textCredits, audioMinutes } = STORY_LENGTHS[value];
  return { value, title: label, detail: `${credits(textCredits)} · ${audioMinutes} audio` };
});

const selectFields: readonly FieldConfig[] = [
  { kind: 'select', key: 'writingTone', label: 'Writing tone', options: WRITING_TONES },
  { kind: 'select', key: 'category', label: 'Category', options: CATEGORIES, format: categoryLabel },
];

export function StyleTab({ form, update, tier }: FormTabProps & { tier: number }) {
  const notice = accessNotice(tier, form.accessType);
  const accessOptions = accessOptionsFor(tier).map((value) => ({
    value,
    title: ACCESS_LABELS[value].label,
    detail: ACCESS_LABELS[value].description,
  }));
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <FormFields fields={selectFields} form={form} update={update} />
      <TagPicker value={form.tags} onChange={(tags) => update('tags', tags)} />
      <OptionCards
        name="length"
        legend="Length"
        value={form.length}
        options={lengthOptions}
        onChange={(v) => update('length', v)}
      />
      <div className="space-y-3 sm:col-span-2">
        <div className="flex items-center justify-between">
          <Label id="explicitLevel-label">Explicit level</Label>
          <output
            aria-live="polite"
            className="rounded-full bg-primary/15 px-3 py-0.5 font-mono text-sm text-primary"
            data-testid="explicit-value"
          >
            {form.explicitLevel}
          </output>
        </div>
        <Slider
          aria-labelledby="explicitLevel-label"
          min={0}
          max={100}
          step={1}
          value={form.explicitLevel}
          onValueChange={(value) => update('explicitLevel', value)}
        />
        <div className="flex justify-between text-xs text-muted-foreground">
          <span>Tender</span>
          <span>Explicit</span>
        </div>
      </div>
      <OptionCards
        name="accessType"
        legend="Who can read it"
        value={form.accessType}
        options={accessOptions}
        onChange={(v) => update('accessType', v)}
      />
      {notice && (
        <div
          role="alert"
          className="flex flex-col gap-3 rounded-xl border border-primary/40 bg-wine/25 p-4 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="text-sm text-foreground">{notice}</p>
          <Button asChild size="sm">
            <Link to="/premium-upgrade">
              <Crown aria-hidden="true" />
              Upgrade
            </Link>
          </Button>
        </div>
      )}
    </div>
  );
}
