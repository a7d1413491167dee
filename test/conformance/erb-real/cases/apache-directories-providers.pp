# apache's vhost directories template over every provider form: `filesmatch` and `locationmatch`
# reach `$1.capitalize` after `/^(.*)match$/ =~` (Ruby's match globals), every directory and limit
# puts itself into a variable the template made with scope.setvar for the nested _require.erb.
class erbcase {
  $docroot = '/srv/www'
  $_directories = [
    { 'path' => '/srv/www', 'options' => ['Indexes', 'FollowSymLinks'], 'allow_override' => ['None'], 'require' => 'all granted' },
    { 'path' => '\.(cgi|shtml)$', 'provider' => 'filesmatch', 'sethandler' => 'cgi-script', 'require' => { 'enforce' => 'any', 'requires' => ['ip 10.0.0.0/8', ' host example.com '] } },
    { 'path' => '^/api/(v1|v2)', 'provider' => 'locationmatch', 'limit' => [{ 'methods' => 'GET POST', 'require' => 'valid-user' }], 'limit_except' => [{ 'methods' => 'GET', 'require' => ['ip 10.1.0.0/16'] }] },
    { 'path' => '/status', 'provider' => 'location', 'auth_require' => 'local', 'headers' => 'set X-Frame-Options DENY' },
    { 'path' => 'secret.txt', 'provider' => 'files', 'require' => 'unmanaged' },
    { 'path' => '/proxied', 'provider' => 'proxy', 'require' => { 'enforce' => 'all', 'requires' => 'env ALLOWED' } },
    { 'path' => '/odd', 'provider' => 'Somethingelse', 'addhandlers' => [{ 'handler' => 'cgi-script', 'extensions' => ['.cgi', '.p+l'] }] },
    { 'path' => '' },
  ]
  $shibboleth_enabled = false
  $cas_enabled = false
  notify { 'erb': message => template('apache/vhost/_directories.erb') }
}
include erbcase
