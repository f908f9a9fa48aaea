-- Stories written before a setting existed lack its key (`fantasy` came last), and the API's answer
-- requires every setting: their pages answered 500. Each missing key gets the value a new story
-- defaults to (common/contract/stories.ts, storySettingsSchema); what a story has is kept. A setting
-- added later comes with a migration like this one.
UPDATE "stories"
SET "settings" = '{"timePeriod":"Contemporary","location":"Beach Resort","atmosphere":"Romantic","protagonistGender":"Female","partnerGender":"Male","relationship":"Strangers","writingTone":"Romantic","narrationVoice":"","narrationVoiceId":"","length":3,"fantasy":"","settingDescription":"","protagonistDescription":"","loveInterestDescription":"","explicitLevel":50}'::jsonb || "settings"
WHERE NOT "settings" ?& ARRAY['timePeriod','location','atmosphere','protagonistGender','partnerGender','relationship','writingTone','narrationVoice','narrationVoiceId','length','fantasy','settingDescription','protagonistDescription','loveInterestDescription','explicitLevel'];
