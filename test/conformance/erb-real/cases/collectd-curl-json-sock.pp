class collectd { $collectd_version_real = '5.4' }
class erbcase {
  include collectd
  $url = '/var/run/app.sock'
  $instance = 'app'
  $user = undef
  $header = undef
  $post = 'not json {'
  $keys = {}
  notify { 'erb': message => template('collectd/curl_json.conf.erb') }
}
include erbcase
