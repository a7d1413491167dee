class erbcase {
  $location = '~ \.php$'
  $add_header = {}
  $fastcgi = 'unix:/run/php-fpm.sock'
  $www_root = '/srv/www'
  $fastcgi_params = '/etc/nginx/fastcgi.conf'
  $fastcgi_index = 'index.php'
  $fastcgi_split_path = '^(.+\.php)(/.+)$'
  $fastcgi_script = '$document_root$fastcgi_script_name'
  $fastcgi_param = {'PATH_INFO' => '$fastcgi_path_info', 'APP_ENV' => 'prod', 'HTTPS' => 'on'}
  $uwsgi = undef
  $proxy = undef
  $try_files = undef
  $location_custom_cfg = {'b_dir' => {'y' => ['1', '2'], 'x' => 0}, 'a_dir' => 'val'}
  notify { 'erb': message => template('nginx/server/location.erb') }
}
include erbcase
