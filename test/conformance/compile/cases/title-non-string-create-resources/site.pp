# Hash keys are titles as they are: an Integer key stays an Integer title ($title, $name), the
# resource is not tagged with it, and the catalog shows the name it gives ("80").
create_resources('site::listen', { 80 => {}, 'plain' => {} })
create_resources('site::listen', { 81 => { name => 'eighty-one' } })
create_resources('site::listen', { 1.5 => {}, true => {} })
create_resources('notify', { 82 => {} })
create_resources('file', { '/tmp/overcat-a/' => {}, '/tmp/overcat-b//' => { path => undef } })
site::listen { 'named': name => 'named' }
notify { 'same-name': name => 'same-name' }
notify { 'by-reference': require => Site::Listen['80'] }
