import { CREATION_DEFAULTS, WIZARD_LOCATIONS as LOCATIONS } from '#common/catalogue/storyChoices';
import { Input } from '#web/components/ui/input';
import { Label } from '#web/components/ui/label';
import { SelectField, TextareaField } from './fields';
import type { FormTabProps } from './formProps';
import { ATMOSPHERES, TIME_PERIODS } from './options';

const listed = (place: string) => (LOCATIONS as readonly string[]).includes(place);

export function SettingTab({ form, update }: FormTabProps) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextareaField
        id="fantasy"
        label="Your fantasy (optional)"
        placeholder="In your own words: who, where, what happens between you… Every chapter is written from it."
        value={form.fantasy}
        onChange={(v) => update('fantasy', v)}
      />
      <SelectField
        id="timePeriod"
        label="Time period"
        value={form.timePeriod}
        options={TIME_PERIODS}
        onChange={(v) => update('timePeriod', v)}
      />
      <SelectField
        id="location"
        label="Location"
        value={listed(form.location) ? form.location : ''}
        options={LOCATIONS}
        onChange={(v) => update('location', v)}
      />
      <div className="space-y-2">
        <Label htmlFor="ownPlace">Or a place of your own</Label>
        <Input
          id="ownPlace"
          maxLength={100}
          placeholder="A lighthouse on Skye"
          value={listed(form.location) ? '' : form.location}
          // Emptied, the place goes back to the list's default.
          onChange={(event) =>
            update('location', event.target.value.trim() ? event.target.value : CREATION_DEFAULTS.location)
          }
        />
      </div>
      <SelectField
        id="atmosphere"
        label="Atmosphere"
        value={form.atmosphere}
        options={ATMOSPHERES}
        onChange={(v) => update('atmosphere', v)}
      />
      <TextareaField
        id="settingDescription"
        label="Describe the setting"
        placeholder="Warm sand, lanterns along the pier, a storm rolling in over the bay…"
        value={form.settingDescription}
        onChange={(v) => update('settingDescription', v)}
      />
    </div>
  );
}
