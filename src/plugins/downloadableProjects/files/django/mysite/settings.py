"""The smallest settings that run the contact app: no database (sessions and
messages live in signed cookies), the keys from the environment."""

import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent

# .env fills in the variables the environment does not set, so that
# `python3 manage.py runserver` needs no other tool. Keep .env out of version control.
_env_file = BASE_DIR / ".env"
if _env_file.exists():
    for _line in _env_file.read_text(encoding="utf-8").splitlines():
        _name, _equals, _value = _line.partition("=")
        if _equals and not _name.strip().startswith("#"):
            os.environ.setdefault(_name.strip(), _value.strip())

BRAMBLE_SITE_KEY = os.environ["BRAMBLE_SITE_KEY"]
BRAMBLE_SECRET_KEY = os.environ["BRAMBLE_SECRET_KEY"]

# Development values: set DJANGO_SECRET_KEY and DJANGO_DEBUG=0 in production.
SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", "django-insecure-development-only")
DEBUG = os.environ.get("DJANGO_DEBUG", "1") == "1"
ALLOWED_HOSTS = os.environ.get("DJANGO_ALLOWED_HOSTS", "localhost,127.0.0.1").split(",")

INSTALLED_APPS = ["django.contrib.messages", "contact"]
MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
]
SESSION_ENGINE = "django.contrib.sessions.backends.signed_cookies"
ROOT_URLCONF = "mysite.urls"
TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]
DATABASES = {}
USE_TZ = True
