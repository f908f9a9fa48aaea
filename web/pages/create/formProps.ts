import type { StoryForm } from './storyForm';

export interface FormTabProps {
  form: StoryForm;
  update: <K extends keyof StoryForm>(key: K, value: StoryForm[K]) => void;
}
