node 'orch02.example.com' {
  include heat
  include heat::db
  include heat::keystone::authtoken
  include heat::cache
  include heat::cors
  include heat::healthcheck
  include heat::reports
  include heat::clients
  ['aodh', 'barbican', 'cinder', 'designate', 'glance', 'heat', 'keystone', 'magnum', 'manila',
   'mistral', 'neutron', 'octavia', 'sahara', 'swift', 'trove', 'vitrage', 'zaqar'].each |$c| {
    include "heat::clients::${c}"
  }
  include heat::api
  include heat::api_cfn
  include heat::wsgi::uwsgi_api
  include heat::wsgi::uwsgi_api_cfn
  include heat::engine
}
