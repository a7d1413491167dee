class erbcase {
  $rewrite_inherit = true
  $rewrite_base = '/app'
  $rewrites = [
    {'comment' => 'redirect http', 'rewrite_cond' => ['%{HTTPS} off', ['%{HTTP_HOST} !^www']], 'rewrite_rule' => ['^(.*)$ https://%{HTTP_HOST}$1 [R=301,L]']},
    {'rewrite_base' => '/b', 'rewrite_map' => 'lc int:tolower', 'rewrite_rule' => [['^/x$ /y', '^/z$ /w']]},
  ]
  $rewrite_rule = undef
  notify { 'erb': message => template('apache/vhost/_rewrite.erb') }
}
include erbcase
