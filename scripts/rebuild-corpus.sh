#!/usr/bin/env bash
# Rebuilds the real-world Puppet corpus (reference/puppet_corpus.md §2: 1,304 .pp files) from
# repository snapshots. Never commit the corpus.
#   scripts/rebuild-corpus.sh MIRROR CORPUS
# MIRROR holds <owner>+<repo>/repo git copies (what the search tool's fetch writes to /work/.mirror).
set -euo pipefail
MIRROR=${1:?mirror dir}
CORPUS=${2:?corpus dir (outside the checkout)}
while read -r slice commit; do
  gitdir=$MIRROR/${slice%@*}/repo; [ -d "$gitdir/.git" ] && gitdir=$gitdir/.git
  mkdir -p "$CORPUS/$slice"
  git --git-dir="$gitdir" archive --format=tar "$commit" -- ':(glob)**/*.pp' 2>/dev/null | tar -x -C "$CORPUS/$slice"
done <<'LIST'
openstack+fuel-library 0b79ab00f711771f8f95fdc1f2480f344161f25c
openstack+puppet-nova 9e0b09f0d46e4b96bec3f105900c98535b4b1ce7
openstack+puppet-keystone d00caf1512b16ab479f6aaf267d4181e3db108b0
openstack+puppet-openstacklib ae46a1186c40d6fed401ade468172b8c91f67447
openstack+puppet-nova@ocata-eol 32bf84a2b7ac7134382bd5f62403fb8be5c25880
openstack+puppet-keystone@ocata-eol d33ea4933963d2ef9721434ad89081685c5656ab
puppetlabs+puppetlabs-stdlib 75517cc6e0abc00d8f082319f78a1544dba6f201
puppetlabs+puppetlabs-apache a014c47671d04be3470404dc5b2789a68aec073e
puppetlabs+puppetlabs-mysql 90c42ec7d8e0c0f445c02fa05459967d414f57b8
puppetlabs+puppetlabs-concat 8cbb369535b3c376e7ef9f9ea732c6a600b8b0bc
puppetlabs+puppetlabs-postgresql c25db98cfc6b618b733e8cea9839d7d2fa9d2f55
voxpupuli+puppet-systemd 426553cc90f59eea9d79b6805c190d2a75f3b4e4
LIST
find "$CORPUS" -name '*.pp' -type f | wc -l
