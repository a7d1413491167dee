  $lookup_json = { 'version' => 1, 'nolookup' => 'unk', 'type' => 'string', 'table' => [{ 'index' => '1.1.1.1', 'value' => 'AB' }, { 'index' => '2.2.2.2', 'value' => "quote\" slash/ tab\t é" }] }
  $misc = { 'float' => 1.5, 'big' => 1e20, 'nil' => undef, 'bool' => false, 'empty_h' => {}, 'empty_a' => [], 'nested' => { 'a' => [1, [2, {}]] } }
