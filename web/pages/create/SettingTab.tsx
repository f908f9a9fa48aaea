import { SelectField, TextareaField } from './fields';
import type { FormTabProps } from './formProps';
import { ATMOSPHERES, LOCATIONS, TIME_PERIODS } from './options';

export function SettingTab({ form, update }: FormTabProps) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
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
        value={form.location}
        options={LOCATIONS}
        onChange={(v) => update('location', v)}
      />
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
