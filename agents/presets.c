/* Named configurations of the engine's agents: the agents of the papers, by their names there.
 * Keys may be added or overridden after a preset (mcts-s-nodal:split=ModPlus). */
#include "agents_internal.h"

#define M (&RBG_MCTS_FAMILY)
#define G (&RBG_GPN_FAMILY)
#define N (&RBG_NMCS_FAMILY)
#define R (&RBG_MCTSMR_FAMILY)

const rbg_mcts_preset RBG_MCTS_PRESETS[] = {
    {"mcts-o", M, "", "𝕆 (orthodox MCTS)"},
    {"mcts-o-mast", M, "mast=join", "𝕆_{MAST}"},
    {"mcts-o-rave", M, "rave=join", "𝕆^{RAVE}"},
    {"mcts-o-rave-mast", M, "rave=join,mast=join", "𝕆^{RAVE}_{MAST}"},
    {"mcts-s-raw", M, "tree=semisplit,expand=raw,sim=semisplit", "𝕊^{tree:S-raw}_{sim:S}@Mod"},
    {"mcts-s-nodal", M, "tree=semisplit,expand=nodal,sim=semisplit", "𝕊^{tree:S-nodal}_{sim:S}@Mod"},
    {"mcts-s-nodal-o", M, "tree=semisplit,expand=nodal,sim=orthodox", "𝕊^{tree:S-nodal}_{sim:O}@Mod"},
    {"mcts-o-s", M, "tree=orthodox,sim=semisplit", "𝕊^{tree:O}_{sim:S}@Mod"},
    {"mcts-r-nodal", M, "tree=rollup,expand=nodal,sim=semisplit", "𝕊^{tree:R-nodal}_{sim:S}@Mod"},
    {"mcts-r-nodal-o", M, "tree=rollup,expand=nodal,sim=orthodox", "𝕊^{tree:R-nodal}_{sim:O}@Mod"},
    {"mcts-o-s-mast", M, "tree=orthodox,sim=semisplit,mast=split", "𝕊^{tree:O}_{sim:S,MAST-split}@Mod"},
    {"mcts-r-nodal-mast", M, "tree=rollup,expand=nodal,sim=semisplit,mast=split",
     "𝕊^{tree:R-nodal}_{sim:S,MAST-split}@Mod"},
    {"mcts-r-nodal-ravectx-mast", M, "tree=rollup,expand=nodal,sim=semisplit,mast=split,rave=context",
     "𝕊^{tree:R-nodal,RAVE-context}_{sim:S,MAST-split}@Mod"},
    {"mcts-s-nodal-rave-mast", M, "tree=semisplit,expand=nodal,sim=semisplit,mast=split,rave=split",
     "𝕊^{tree:S-nodal,RAVE-split}_{sim:S,MAST-split}@Mod"},
    {"mcts-s-nodal-mastmix", M, "tree=semisplit,expand=nodal,sim=semisplit,mast=mix",
     "𝕊^{tree:S-nodal}_{sim:S,MAST-mix}@Mod"},
    /* [GPN] Table 1: the baseline and GPN-MCTS's variants (C = sqrt 2 on [-1, 1] rewards, the
     * robust child, playouts cut at 200 moves: Ludii's settings in the paper). */
    {"mcts-sb", M, "solver=scorebounded,C=0.7071,final=visits,playoutcap=200", "SB-MCTS, [GPN]'s baseline"},
    {"mcts-robust", M, "C=0.7071,final=visits,playoutcap=200", "MCTS, [GPN]'s baseline without SB"},
    {"gpn-rank", G, "bias=rank,scorebounded=false", "PNRank"},
    {"gpn-rank-sb", G, "bias=rank", "PNRank+SB"},
    {"gpn-max-sb", G, "bias=max", "PNMax+SB"},
    {"gpn-sum-sb", G, "bias=sum", "PNSum+SB"},
    /* [NMCS2] Tables 4-5: level-1 playouts with Cut On Win, or with discounting and POD. */
    {"nmcs-cow", N, "level=1,cow=true,discount=false", "NMCS n=1 COW"},
    {"nmcs-dpod", N, "level=1,cow=false,discount=true,pod=true", "NMCS n=1 discounting+POD"},
    {"mctsmr-1", R, "depth=1,ends=decisive", "MCTS-MR 1"},
    {"mctsmr-2", R, "depth=2,ends=decisive", "MCTS-MR 2"},
};
const int RBG_MCTS_N_PRESETS = (int)(sizeof RBG_MCTS_PRESETS / sizeof RBG_MCTS_PRESETS[0]);
