# create_resources declares one resource per title of an array key (its Ruby makes
# `title.is_a?(Array) ? title : [title]`), each with the body's and the defaults' parameters.
create_resources('notify', { ['a', 'b'] => { 'message' => 'shared' }, 'c' => { 'withpath' => true } }, { 'message' => 'default' })
