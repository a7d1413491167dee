class erbcase {
  $logroot = '/var/log/httpd'
  $filename = 'site'
  $ssl = true
  $_access_logs = [{'file' => 'access.log', 'format' => '%h %l'}, {'file' => '/abs/path.log', 'env' => 'dontlog'}, {'syslog' => 'syslog:local1'}, {'pipe' => '|/bin/logger'}, {}]
  notify { 'erb': message => template('apache/vhost/_access_log.erb') }
}
include erbcase
