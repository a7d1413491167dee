class erbcase {
  $extensions = ['.php', ['.phtml', undef], '.php5']
  notify { 'erb': message => template('apache/mod/php.conf.erb') }
}
include erbcase
