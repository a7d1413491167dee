class erbcase {
  $status_path = '/server-status'
  $extended_status = 'On'
  $requires = {'requires' => ['ip 127.0.0.1', 'ip ::1'], 'enforce' => 'any'}
  notify { 'erb': message => template('apache/mod/status.conf.erb') }
}
include erbcase
