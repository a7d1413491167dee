class erbcase {
  $location = '/app'
  $add_header = {'A' => undef}
  $uwsgi = '127.0.0.1:3031'
  $uwsgi_params = '/etc/nginx/uwsgi_params'
  $uwsgi_param = {'UWSGI_SCRIPT' => 'app:application', 'X' => 1, 'LONGER_PARAMETER' => 'x'}
  $uwsgi_read_timeout = '120s'
  $fastcgi = undef
  $proxy = undef
  $www_root = undef
  $autoindex = 'off'
  $index_files = ['index.html']
  notify { 'erb': message => template('nginx/server/location.erb', 'nginx/server/locations/directory.erb') }
}
include erbcase
