class collectd { $collectd_version_real = '5.12.0' }
class erbcase {
  include collectd
  $url = 'http://localhost:5984/_stats'
  $host = 'couch1'
  $instance = 'couchdb'
  $interval = 10
  $user = 'admin'
  $password = 'p@ss'
  $digest = false
  $verifypeer = false
  $verifyhost = true
  $cacert = undef
  $header = 'Accept: application/json'
  $post = '{"query": {"a": "b \"x\""}, "n": 1}'
  $timeout = 500
  $keys = {'httpd/requests/count' => {'type' => 'http_requests', 'instance' => 'count'}, 'couchdb/open_databases' => {'type' => 'gauge'}}
  notify { 'erb': message => template('collectd/curl_json.conf.erb') }
}
include erbcase
