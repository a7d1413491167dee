class erbcase {
  $rewrite_inherit = false
  $rewrites = []
  $rewrite_rule = '^/old$ /new [R]'
  $rewrite_cond = ['%{REQUEST_URI} ^/old']
  notify { 'erb': message => template('apache/vhost/_rewrite.erb') }
}
include erbcase
