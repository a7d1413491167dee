class erbcase {
  $options = {'smtpd_tls_cert_file' => '/etc/ssl/cert.pem', 'myhostname' => 'mx.example.com', 'message_size_limit' => 10240000, 'inet_protocols' => 'all'}
  $ldap_host = 'ldap://ldap.example.com'
  $ldap_base = 'dc=example,dc=com'
  $ldap_options = "scope = sub\nquery_filter = mail=%s"
  $master_smtp = undef
  $smtp_listen = ['127.0.0.1', '::1']
  $master_submission = 'submission inet n - - - - smtpd'
  $jail = 'n'
  $master_bounce_command = 'bounce'
  $master_defer_command = 'bounce'
  $mail_user = 'vmail'
  $use_amavisd = true
  $amavis_procs = 2
  $use_dovecot_lda = false
  $use_schleuder = 2
  $use_sympa = undef
  $master_entries = ['x unix - - - - - y', 'z inet n - - - - w']
  notify { 'erb': message => template('postfix/conffile.erb', 'postfix/postfix-ldap-aliases.cf.erb', 'postfix/master.cf.debian.erb', 'postfix/master.cf.common.erb') }
}
include erbcase
