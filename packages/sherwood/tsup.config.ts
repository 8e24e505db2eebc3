import { packageConfig } from "../../tsup.base";

export default packageConfig();
