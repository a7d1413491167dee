notify { 'arr-first': message => lookup('arr') }
notify { 'arr-unique': message => lookup('arr', Array, 'unique') }
notify { 'merged': message => lookup('merged') }
notify { 'merged-first': message => lookup('merged', Hash, 'first') }
notify { 'auto': message => lookup('auto_list') }
notify { 'aliased': message => lookup('aliased') }
notify { 'lit': message => lookup('lit') }
notify { 'sc': message => lookup('sc') }
notify { 'emp': message => "[${lookup('emp')}]" }
notify { 'undefv': message => String(lookup('undefv', undef, undef, 'dflt')) }
notify { 'undefv2': message => String(lookup('undefv')) }
notify { 'names': message => lookup(['nope', 'str']) }
notify { 'lambda': message => lookup('nope') |$k| { "computed ${k}" } }
notify { 'dig': message => lookup('h.k2.1') }
notify { 'dflthash': message => lookup('nope', { 'default_value' => [1] }) }
notify { 'deep-opts': message => lookup('merged', { 'merge' => { 'strategy' => 'deep', 'merge_hash_arrays' => true } }) }
notify { 'hiera-array': message => hiera_array('arr') }
notify { 'hiera-hash': message => hiera_hash('merged') }
notify { 'hiera-dflt': message => hiera('nope', 'd') }
notify { 'num-type': message => lookup('num', Integer[40, 50]) }
notify { 'block-array': message => lookup(['nope1', 'nope2']) |$k| { "computed ${k}" } }
notify { 'override': message => lookup('str', { 'override' => { 'str' => 'overridden' } }) }
notify { 'dvh': message => lookup(['nope', 'nope2'], { 'default_values_hash' => { 'nope2' => 'from-dvh' } }) }
notify { 'dvh-found': message => lookup('str', { 'default_values_hash' => { 'str' => 'from-dvh' } }) }
notify { 'opts-name': message => lookup({ 'name' => ['nope', 'str'], 'value_type' => String }) }
notify { 'opts-undef-type': message => lookup('str', { 'value_type' => undef }) }
