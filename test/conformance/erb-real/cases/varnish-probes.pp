define erbcase() {
  $probe_name = 'health_check'
  $probe_params = ['interval', 'timeout', 'threshold', 'window', 'url', 'request', 'expected_response']
  $interval = '5s'
  $timeout = '2s'
  $threshold = 3
  $window = 8
  $url = undef
  $request = ['GET /healthcheck HTTP/1.1', 'Host: example.com', 'Connection: close']
  $expected_response = false
  notify { 'erb': message => template('varnish/includes/probes.vcl.erb') }
}
erbcase { 'probe1': }
