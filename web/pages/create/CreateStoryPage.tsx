import { ChevronLeft, ChevronRight, Feather, Lightbulb, Sparkles } from 'lucide-react';
import { useEffect, useState } from 'react';
import { type PathValue, useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import type { VoiceOption } from '#common/contract';
import { useVoiceOptions } from '#web/api/stories';
import { priceFor } from '#web/components/price/actionPrice';
import { PricedAction } from '#web/components/price/PricedAction';
import { CreditDialog } from '#web/components/story/CreditDialog';
import { Button } from '#web/components/ui/button';
import { Card, CardContent } from '#web/components/ui/card';
import { FormField, describedBy } from '#web/components/ui/form-field';
import { Input } from '#web/components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs';
import { CharactersTab } from './CharactersTab';
import { SettingTab } from './SettingTab';
import { StyleTab } from './StyleTab';
import { VoiceTab } from './VoiceTab';
import { type StoryForm, affordableLength, initialStoryForm } from './storyForm';
import { suggestTitle } from './suggestTitle';
import { announceMissingTitle, useGenerateStory } from './useGenerateStory';
import { defaultVoice } from './voices';
import { OfflineWriterNote } from '#web/components/story/OfflineWriterNote';
import { useAuth } from '#web/lib/auth';
import { lazyResolver } from '#web/lib/lazyResolver';

const resolver = lazyResolver(() => import('./storyFormResolver').then(({ storyFormResolver }) => storyFormResolver));

const TABS = [
  { id: 'setting', label: 'Setting' },
  { id: 'characters', label: 'Characters' },
  { id: 'style', label: 'Style' },
  { id: 'voice', label: 'Voice' },
] as const;
type TabId = (typeof TABS)[number]['id'];

export default function CreateStoryPage() {
  // The fantasy typed into the landing's box comes along in the address (?fantasy=…).
  const [params] = useSearchParams();
  const wizard = useForm<StoryForm>({
    resolver,
    defaultValues: { ...initialStoryForm(), fantasy: params.get('fantasy') ?? '' },
  });
  const form = wizard.watch();
  const titleError = wizard.formState.errors.title?.message;
  const [tab, setTab] = useState<TabId>('setting');
  const [chosenVoice, setChosenVoice] = useState<VoiceOption>();
  const voices = useVoiceOptions();
  const voice = chosenVoice ?? defaultVoice(voices.data ?? []);

  const { submit, generating, tier, creditDialog } = useGenerateStory({ onMissingVoice: () => setTab('voice') });

  const update = <K extends keyof StoryForm>(key: K, value: StoryForm[K]) =>
    wizard.setValue(key, value as PathValue<StoryForm, K>, { shouldDirty: true });
  const index = TABS.findIndex((t) => t.id === tab);
  const { user } = useAuth();
  const textCredits = user?.textCredits;
  useEffect(() => {
    if (textCredits !== undefined && !wizard.getFieldState('length').isDirty) {
      wizard.setValue('length', affordableLength(textCredits));
    }
  }, [textCredits, wizard]);
  const price = priceFor({ kind: 'generate', length: form.length }, user);

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="mb-8 text-center">
        <p className="mb-3 inline-flex items-center gap-2 rounded-full border border-primary/30 bg-primary/10 px-3 py-1 text-xs font-medium text-primary">
          <Feather className="size-3.5" aria-hidden="true" />
          Story creation
        </p>
        <h1 className="text-4xl font-semibold sm:text-5xl">
          Create Your <span className="text-gradient italic">Story</span>
        </h1>
        <p className="mt-3 text-muted-foreground">
          Describe your fantasy; we write it chapter by chapter, just for you.
        </p>
        <OfflineWriterNote className="mt-3 justify-center" />
      </header>

      <form
        noValidate
        onSubmit={wizard.handleSubmit(
          (checked) => submit(checked, voice),
          (errors) => errors.title && announceMissingTitle(),
        )}
      >
        <Card>
          <CardContent className="space-y-6 p-5 sm:p-8">
            <FormField id="title" label="Title" error={titleError}>
              <Input
                id="title"
                maxLength={200}
                placeholder="A Summer Storm in Positano"
                aria-invalid={Boolean(titleError)}
                aria-describedby={describedBy('title', titleError)}
                {...wizard.register('title')}
              />
            </FormField>
            {!form.title.trim() && (
              <Button
                size="sm"
                variant="ghost"
                // A long suggestion wraps rather than pushing the page sideways on a narrow screen.
                className="-mt-4 h-auto min-h-9 max-w-full whitespace-normal py-1.5 text-left"
                onClick={() =>
                  wizard.setValue('title', suggestTitle(form), { shouldDirty: true, shouldValidate: true })
                }
              >
                <Lightbulb aria-hidden="true" />
                Suggest a title: {suggestTitle(form)}
              </Button>
            )}

            <Tabs value={tab} onValueChange={(next) => setTab(next as TabId)}>
              <TabsList className="grid w-full grid-cols-4 sm:inline-flex sm:w-auto">
                {TABS.map((t) => (
                  <TabsTrigger key={t.id} value={t.id} className="px-2 sm:px-5">
                    {t.label}
                  </TabsTrigger>
                ))}
              </TabsList>
              <TabsContent value="setting">
                <SettingTab form={form} update={update} />
              </TabsContent>
              <TabsContent value="characters">
                <CharactersTab form={form} update={update} />
              </TabsContent>
              <TabsContent value="style">
                <StyleTab form={form} update={update} tier={tier} />
              </TabsContent>
              <TabsContent value="voice">
                <VoiceTab selectedId={voice?.id} onSelect={setChosenVoice} />
              </TabsContent>
            </Tabs>

            <div className="flex flex-col-reverse gap-3 border-t border-border pt-6 sm:flex-row sm:items-center sm:justify-between">
              <Button variant="ghost" disabled={index === 0} onClick={() => setTab(TABS[index - 1]?.id ?? tab)}>
                <ChevronLeft aria-hidden="true" />
                Previous
              </Button>
              <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-start">
                {index < TABS.length - 1 && (
                  <Button variant="outline" onClick={() => setTab(TABS[index + 1]?.id ?? tab)}>
                    Next
                    <ChevronRight aria-hidden="true" />
                  </Button>
                )}
                <PricedAction price={price} prefix="Costs ">
                  <Button type="submit" disabled={generating}>
                    <Sparkles aria-hidden="true" />
                    {generating ? 'Generating…' : 'Generate Story'}
                  </Button>
                </PricedAction>
              </div>
            </div>
          </CardContent>
        </Card>
      </form>
      <CreditDialog {...creditDialog} />
    </div>
  );
}
