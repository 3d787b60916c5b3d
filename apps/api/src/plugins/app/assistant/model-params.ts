/**
 * Only the parameters a model family accepts: the reasoning families (gpt-5*, o1/o3/o4) refuse
 * `temperature`, `top_p` and `max_tokens` (they take `max_completion_tokens` /
 * `max_output_tokens`); the others take all three.
 * https://platform.openai.com/docs/guides/reasoning
 */
export const isReasoningModel = (model: string): boolean => /^(gpt-5|o\d)/i.test(model);

export interface Tuning {
  temperature: number;
  topP: number;
  maxTokens: number;
}

export function chatCompletionParams(model: string, tuning: Tuning) {
  return isReasoningModel(model)
    ? { max_completion_tokens: tuning.maxTokens }
    : { max_tokens: tuning.maxTokens, temperature: tuning.temperature, top_p: tuning.topP };
}

export function responsesParams(model: string, tuning: Tuning) {
  return isReasoningModel(model)
    ? { max_output_tokens: tuning.maxTokens }
    : { max_output_tokens: tuning.maxTokens, temperature: tuning.temperature, top_p: tuning.topP };
}

/** Rounds of tool calls a chat turn may take before its answer (the guest is waiting). */
export const MAX_TOOL_ROUNDS = 4;

/**
 * Chat completions' tool parameters: the tools, and no more calls on the last round (the
 * model must then answer from what it has).
 */
export function toolParams(
  tools: readonly { name: string; description: string; parameters: Record<string, unknown> }[],
  callsAllowed: boolean,
) {
  return {
    tools: tools.map((tool) => ({
      type: 'function' as const,
      function: { name: tool.name, description: tool.description, parameters: tool.parameters },
    })),
    tool_choice: callsAllowed ? ('auto' as const) : ('none' as const),
  };
}

/**
 * The same tools in the Responses API's shape (`{ type, name, description, parameters, strict }`),
 * converted from the chat completions' ones. Not strict: strict schemas must list every property
 * as required, and the tools' filters are optional.
 * https://platform.openai.com/docs/guides/function-calling
 */
export function responsesToolParams(
  tools: readonly { name: string; description: string; parameters: Record<string, unknown> }[],
  callsAllowed: boolean,
) {
  const chat = toolParams(tools, callsAllowed);
  return {
    tools: chat.tools.map(({ function: fn }) => ({
      type: 'function' as const,
      name: fn.name,
      description: fn.description,
      parameters: fn.parameters,
      strict: false,
    })),
    tool_choice: chat.tool_choice,
  };
}
