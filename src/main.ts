// Foundry entry point of the Signal Close Action system.
Hooks.once('init', () => {
  console.log('sca | init', game.release?.generation);
});
