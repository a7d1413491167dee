# A type name written from the top scope (`::site::pool`, a bare word or a string, as
# voxpupuli php's fpm.pp does) names the same type; the resources are Site::Pool.
create_resources(::site::pool, { 'www' => { 'listen' => '/run/php.sock' } }, { 'listen' => '127.0.0.1:9001' })
create_resources('::site::pool', { 'api' => {} })
::site::pool { 'direct': }
