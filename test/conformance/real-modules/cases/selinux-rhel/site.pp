node 'web01.example.com' {
  include selinux
  selinux::module { 'myapp_inline':
    ensure     => present,
    content_te => "module myapp_inline 1.0;\nrequire { type httpd_t; }\n",
    builder    => 'refpolicy',
  }
}
