import { FloorPage } from '../floor-page';

export default function Home() {
  return <FloorPage title="La Cantina" lead="Floor page: the framework with nothing of ours." />;
}
