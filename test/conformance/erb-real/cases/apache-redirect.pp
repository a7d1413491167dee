class erbcase {
  $redirect_source = ['/a', '/b', '/c']
  $redirect_dest = ['http://x/a', 'http://x/b']
  $redirect_status = 'permanent'
  $redirectmatch_status = ['301', '302']
  $redirectmatch_regexp = ['^/old(.*)', '^/legacy(.*)']
  $redirectmatch_dest = 'http://new$1'
  notify { 'erb': message => template('apache/vhost/_redirect.erb') }
}
include erbcase
